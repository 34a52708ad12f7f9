export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsOrientations,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './Tabs';
